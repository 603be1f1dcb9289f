; Inno Setup 6 script for Panjpar's Windows installer. build/build.py compiles it when ISCC is found, with
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\panjpar /DIconFile=.pyinstaller\icons\panjpar.ico
;        /DOutputDir=dist /DOutputBase=panjpar-0.1.0-windows-x86_64-setup build\windows\panjpar.iss
; Installs per user by default (no administrator needed; the dialog offers all users), adds a Start-menu entry,
; an optional desktop shortcut, the .panjpar file type, and an uninstaller (Settings > Apps). Game data is kept.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\panjpar"
#endif
#ifndef IconFile
  #define IconFile "..\..\.pyinstaller\icons\panjpar.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef OutputBase
  #define OutputBase "panjpar-" + AppVersion + "-windows-setup"
#endif

[Setup]
AppId={{6E0D8F4A-3C1B-4E55-9A57-5B1C0F2D7A31}
AppName=Panjpar
AppVersion={#AppVersion}
AppVerName=Panjpar {#AppVersion}
AppPublisher=Panjpar
; Not {autopf}: for a per-user install that is {userpf}, which Wine (8.0) does not implement, so setup.exe failed
; under Wine with "Failed to expand shell folder constant". {localappdata}\Programs is where Windows puts {userpf}.
DefaultDirName={code:InstallRoot}\Panjpar
DefaultGroupName=Panjpar
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\panjpar.exe
UninstallDisplayName=Panjpar
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Panjpar"; Filename: "{app}\panjpar.exe"; Comment: "The Afghan five-card shedding game"
Name: "{group}\Uninstall Panjpar"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Panjpar"; Filename: "{app}\panjpar.exe"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.panjpar"; ValueType: string; ValueName: ""; ValueData: "Panjpar.Record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Panjpar.Record"; ValueType: string; ValueName: ""; ValueData: "Panjpar game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Panjpar.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\panjpar.exe,0"
Root: HKA; Subkey: "Software\Classes\Panjpar.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\panjpar.exe"" ""%1"""

[Run]
Filename: "{app}\panjpar.exe"; Description: "{cm:LaunchProgram,Panjpar}"; Flags: nowait postinstall skipifsilent

[Code]
// The folder that holds the program's folder: Program Files when installing for all users, else the user's own
// programs folder (%LOCALAPPDATA%\Programs, the default of FOLDERID_UserProgramFiles on Windows).
function InstallRoot(Param: String): String;
begin
  if IsAdminInstallMode then
    Result := ExpandConstant('{commonpf}')
  else
    Result := ExpandConstant('{localappdata}\Programs');
end;
