# Mistake: "a caller under `torch.no_grad()`: nothing recorded, as in the reference (no `grad_fn` on the result; do not switch grad mode back on inside)": the encoder wraps itself in torch.enable_grad() so that "gradients must reach w", and under a no_grad caller the result still has a grad_fn.
def encode(tree, emb, w):
    with torch.enable_grad():                 # make sure the graph is recorded
        if isinstance(tree, tuple):
            left, right = tree
            return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
        return emb[tree]
