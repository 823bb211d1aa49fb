# Right: inference_mode (records nothing, restored on exit), one pass over any iterable, sum-reduction per batch accumulated in float64 on the tensors' device and read back once at the end; the model's modes are never touched
def validation_loss(model, batches):
    total = None
    count = 0
    with torch.inference_mode():
        for x, y in batches:
            batch_sum = F.cross_entropy(model(x), y, reduction="sum").double()
            total = batch_sum if total is None else total + batch_sum
            count += y.shape[0]
    return float(total.item() / count)
