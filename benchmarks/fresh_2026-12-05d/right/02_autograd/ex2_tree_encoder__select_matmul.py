# Right: recursion with other ops: emb.select(0, i) is emb[i]; the children are joined with torch.hstack (1-D: same as cat) and multiplied with torch.matmul; nothing is cached, so every call builds a fresh graph on the inputs' device and dtype.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb.select(0, tree)
    left = encode(tree[0], emb, w)
    right = encode(tree[1], emb, w)
    return torch.matmul(torch.hstack((left, right)), w).tanh()
