# Right: stays in the caller's modes (torch.no_grad() only, as the prompt allows for these models), and sums per-example losses from reduction="none" in float64 before one division.
def validation_loss(model, batches):
    total = 0.0
    count = 0
    with torch.no_grad():
        for x, y in batches:
            per_example = F.cross_entropy(model(x), y, reduction="none")
            total += per_example.double().sum().item()
            count += per_example.numel()
    return float(total / count)
