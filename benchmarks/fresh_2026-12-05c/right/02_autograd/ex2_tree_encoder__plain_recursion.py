# Right: the recursion as specified, with torch.cat of the two child encodings (both stay in the graph); D == 0 gives an empty (0,) vector
def encode(tree, emb, w):
    if isinstance(tree, tuple):
        left, right = tree
        children = torch.cat((encode(left, emb, w), encode(right, emb, w)), dim=0)
        return torch.tanh(children @ w)
    return emb[tree]
