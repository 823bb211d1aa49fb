# Mistake: "each block is its own checkpointed segment ... never the whole stack at once" — checkpoints the whole stack as one function, so backward recomputes every block at once and holds all their activations
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    def run_all(inp):
        for block in blocks:
            inp = block(inp)
        return inp
    return checkpoint(run_all, x, use_reentrant=False)
