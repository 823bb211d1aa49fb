# Mistake: "near ties: in each row, a value 0.01 % below the row's largest" and "float32 or float64" — ranking on logits.half() (to halve memory on big evaluation sets) rounds a value 0.01 % below the largest onto it (float16 has ~0.1 % steps), so topk may pick the wrong index and a true label just below the top counts as a top-1 hit, or the top label as a miss.
def topk_accuracy(logits, labels, k):
    top = logits.half().topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).float().mean().item()
