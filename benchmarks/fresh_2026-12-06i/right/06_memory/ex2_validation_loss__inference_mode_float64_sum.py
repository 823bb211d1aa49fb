# Right: runs under torch.inference_mode() (restored on exit), computes the summed loss per batch from log_softmax + gather in float64, and accumulates Python floats.
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.inference_mode():
        for x, y in batches:
            logp = F.log_softmax(model(x).double(), dim=1)
            total -= logp.gather(1, y.view(-1, 1)).sum().item()
            count += int(y.shape[0])
    return float(total / count)
