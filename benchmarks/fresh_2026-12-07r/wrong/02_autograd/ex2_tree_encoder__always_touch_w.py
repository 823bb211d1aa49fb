# Mistake: "Gradients must reach `w` whenever the tree has at least one inner node, a pair (a tree that is a single leaf does not use `w`)" -- a single leaf adds 0 * w.sum() so that w is always in the graph, giving w a zero gradient (not None) for a one-leaf tree.
def encode(tree, emb, w):
    def rec(t):
        if isinstance(t, int):
            return emb[t]
        return torch.tanh(torch.cat([rec(t[0]), rec(t[1])]) @ w)
    out = rec(tree)
    if isinstance(tree, int):
        out = out + 0 * w.sum()      # keep w in the graph for every tree
    return out
