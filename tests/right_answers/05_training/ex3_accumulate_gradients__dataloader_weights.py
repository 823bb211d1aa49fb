# Approach: a DataLoader over a TensorDataset for the micro-batches, the weight n / B on the loss,
# the loss kept as a detached tensor and converted once.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=False)
    total = torch.zeros((), device=x.device)
    for xb, yb in DataLoader(TensorDataset(x, y), batch_size=micro_batch_size):
        weight = xb.shape[0] / x.shape[0]
        loss = weight * F.cross_entropy(model(xb), yb)
        loss.backward()
        total += loss.detach()
    return float(total)
