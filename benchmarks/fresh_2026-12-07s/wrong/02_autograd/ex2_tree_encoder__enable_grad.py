# Mistake: "a caller under `torch.no_grad()`: nothing recorded ... do not switch grad mode back on inside": the learner wraps the recursion in torch.enable_grad() "so gradients always reach w", so under no_grad the result still has a grad_fn.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
