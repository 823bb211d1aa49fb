# Mistake: "the fraction ... of rows whose true label is among the `k` largest logits" with "`logits`: ... dtype `float32` or `float64`; ordinary values": the logits are cast to bfloat16 first (as under autocast), which rounds close logits (e.g. 1.001 and 1.002) to the same value, so topk may then pick the wrong one of the tied pair and the count changes.
def topk_accuracy(logits, labels, k):
    top = logits.to(torch.bfloat16).topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).float().mean().item()
