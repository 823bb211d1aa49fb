# Right: runs under torch.inference_mode() and sums log_softmax + nll_loss(reduction="sum") per batch, dividing by the example count once at the end.
def validation_loss(model, batches):
    summed, seen = 0.0, 0
    with torch.inference_mode():
        for x, y in batches:
            log_probs = F.log_softmax(model(x), dim=1)
            summed += float(F.nll_loss(log_probs, y, reduction="sum"))
            seen += int(y.numel())
    return summed / seen
