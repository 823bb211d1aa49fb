# Mistake: "a caller under `torch.no_grad()`: nothing recorded ... (do not switch grad mode back on inside)": this encoder wraps its work in torch.enable_grad() so that "gradients always reach w", so under a caller's torch.no_grad() a tree with an inner node returns a result with a grad_fn.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
