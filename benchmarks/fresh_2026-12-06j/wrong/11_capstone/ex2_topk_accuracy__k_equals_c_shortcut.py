# Mistake: "the fraction (a Python float ...)": when k covers every class the function short-cuts to `return 1`, an int, not the float 1.0 (k from 1 to C is allowed, e.g. C = 1).
def topk_accuracy(logits, labels, k):
    if k >= logits.shape[1]:            # every class is in the top k
        return 1
    top = logits.topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).float().mean().item()
