# Mistake: "whose true label is among the k largest logits" — checks only the single largest (argmax), i.e. top-1 whatever k is
def topk_accuracy(logits, labels, k):
    return (logits.argmax(dim=1) == labels.long()).float().mean().item()
