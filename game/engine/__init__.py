"""The games the parlour knows, declared as data (issue 11): the layer every other layer reads them from."""
