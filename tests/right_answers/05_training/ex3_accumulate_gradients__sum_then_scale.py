# Approach: summed (not averaged) micro-batch losses, the accumulated .grad divided by B at the end;
# gradients cleared by setting them to None; index-based micro-batches.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    n = x.shape[0]
    loss_sum = 0.0
    for idx in torch.arange(n, device=x.device).split(micro_batch_size):
        loss = F.cross_entropy(model(x[idx]), y[idx], reduction="sum")
        loss.backward()
        loss_sum += loss.item()
    for p in model.parameters():
        if p.grad is not None:
            p.grad /= n
    return loss_sum / n
