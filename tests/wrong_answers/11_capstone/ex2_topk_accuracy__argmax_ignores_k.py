# Diagnosis: ignores-k
# Pitfall: argmax is top-1 whatever k is.
def topk_accuracy(logits, labels, k):
    return (logits.argmax(dim=1) == labels).float().mean().item()
