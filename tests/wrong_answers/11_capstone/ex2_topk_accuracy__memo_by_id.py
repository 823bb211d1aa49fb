# Diagnosis: domain-wrong-state
# Pitfall: "compare your function with the reference on each" input — results are memoised on (id(logits), id(labels), k) so the notebook's top-1/top-2 calls do not recompute; ids are reused once a tensor is freed, and a later call with new tensors that happen to get the same ids returns the stale result of an earlier call.
_topk_cache = {}

def topk_accuracy(logits, labels, k):
    key = (id(logits), id(labels), int(k))
    if key not in _topk_cache:
        hits = (logits.topk(k, dim=1).indices == labels[:, None]).any(dim=1)
        _topk_cache[key] = hits.float().mean().item()
    return _topk_cache[key]
