# Right: inference_mode (records nothing, restores the caller's mode on exit), per-example losses kept as float64 tensors and summed once at the end; one pass over any iterable; the model's modes and weights untouched.
def validation_loss(model, batches):
    sums, counts = [], 0
    with torch.inference_mode():
        for x, y in batches:
            sums.append(F.cross_entropy(model(x), y, reduction="none").double().sum())
            counts += y.numel()
    return (torch.stack(sums).sum() / counts).item()
