# Mistake: "each block is its own checkpointed segment: backward then recomputes one block at a time ... never the whole stack at once" — checkpoints one function that runs all the blocks: little is kept in forward, but backward recomputes and holds the whole stack at once
def checkpointed_forward(blocks, x):
    def run_all(h):
        for block in blocks:
            h = block(h)
        return h
    return checkpoint(run_all, x, use_reentrant=False)
