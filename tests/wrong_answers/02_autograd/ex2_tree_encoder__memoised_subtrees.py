# Diagnosis: stale-cache
# Pitfall: memoises encoded subtrees across calls; the cached tensors go stale when emb changes.
import functools


@functools.cache
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
