# Hostile: switch on IPython's automatic post-mortem debugger (call_pdb) so a failing test drops into pdb, which needs stdin the grader does not provide, hoping the cell's error is replaced or the run stalls.
get_ipython().call_pdb = True

def add(a, b):
    return a - b
