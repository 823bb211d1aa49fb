# Diagnosis: graph-cut
# Pitfall: copies the embedding rows out of the graph; w learns, the embedding table never does.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree].detach().clone()
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
