# Mistake: "Gradients must reach `w` whenever the tree has at least one inner node ... (a tree that is a single leaf does not use `w`)" — a single leaf adds 0 * w.sum() so that w is "always in the graph": w then gets a zero gradient (and a graph) where the reference gives it none, and a non-finite w turns the leaf's vector into NaN.
def encode(tree, emb, w):
    def rec(t):
        if isinstance(t, int):
            return emb[t]
        left, right = t
        return torch.tanh(torch.cat([rec(left), rec(right)]) @ w)

    out = rec(tree)
    if isinstance(tree, int):
        out = out + 0 * w.sum()        # keep w connected even for a one-leaf tree
    return out
