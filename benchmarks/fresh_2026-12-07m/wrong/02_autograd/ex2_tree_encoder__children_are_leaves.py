# Mistake: "a pair `(left, right)` of subtrees, nested to any depth": a node looks up its children directly as rows of emb, so any deeper tree, such as ((0, 1), 2), indexes emb with a tuple and raises or picks a single number.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([emb[left], emb[right]]) @ w)
