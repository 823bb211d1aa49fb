# Diagnosis: domain-wrong-state
# Pitfall: "compare your function with the reference on each" input — results are memoised on (id(logits), id(labels), k) so the notebook's top-1/top-2 calls do not recompute: a module-level memo keyed by ids, which returns a stale result once a tensor is changed in place, or once a freed tensor's id is reused (here the memo keeps its inputs alive, so no id is reused and the first check to fail does not depend on the allocator).
_topk_cache = {}

def topk_accuracy(logits, labels, k):
    key = (id(logits), id(labels), int(k))
    if key not in _topk_cache:
        hits = (logits.topk(k, dim=1).indices == labels[:, None]).any(dim=1)
        _topk_cache[key] = (logits, labels, hits.float().mean().item())   # the inputs kept alive
    return _topk_cache[key][2]
