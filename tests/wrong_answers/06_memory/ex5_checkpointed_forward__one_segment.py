# Diagnosis: one-segment
# Pitfall: checkpointing the whole stack as one segment: backward recomputes every block at once.
def checkpointed_forward(blocks, x):
    def run_all(h):
        for block in blocks:
            h = block(h)
        return h
    return checkpoint(run_all, x, use_reentrant=False)
