# Mistake: "one forward and one backward pass" / "buffers ... as the reference leaves them" — a first forward under no_grad "checks that the model runs" before the real pass: a BatchNorm1d in training mode updates its running statistics twice.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    with torch.no_grad():
        out = model(example_input)
    if out.numel() == 0:
        return []
    for p in model.parameters():
        p.grad = None
    model(example_input).sum().backward()
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
