# Mistake: "ordinary values ... and near ties: in each row, a value 0.01 % below the row's largest" -- ranks the logits in bfloat16 (to save memory), which rounds the near tie onto the largest value, so topk(1) can pick the wrong one of the pair.
def topk_accuracy(logits, labels, k):
    idx = logits.to(torch.bfloat16).topk(k, dim=1).indices
    return (idx == labels.unsqueeze(1).to(idx.dtype)).any(1).double().mean().item()
