# Diagnosis: graph-cut
# Pitfall: builds each node's input with torch.tensor from the children's numbers: no graph to emb.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    joined = torch.tensor(encode(left, emb, w).tolist() + encode(right, emb, w).tolist())
    return torch.tanh(joined @ w)
