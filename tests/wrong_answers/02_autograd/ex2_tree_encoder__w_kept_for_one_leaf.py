# Diagnosis: domain-wrong-result
# Pitfall: "a tree that is a single leaf does not use `w`" (and the result's requires_grad and the gradients "as the reference's") -- adds 0 * w.sum() to a lone leaf so that w "always gets a gradient": w then receives a zero gradient it should not get, and the result requires grad when only w does.
def encode(tree, emb, w):
    def rec(t):
        if isinstance(t, int):
            return emb[t]
        left, right = t
        return torch.tanh(torch.cat([rec(left), rec(right)]) @ w)

    out = rec(tree)
    if isinstance(tree, int):
        out = out + 0 * w.sum()        # keep w in the graph for a one-leaf tree
    return out
