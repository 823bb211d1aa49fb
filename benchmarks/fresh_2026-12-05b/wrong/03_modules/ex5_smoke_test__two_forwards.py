# Mistake: "one forward and one backward pass" — runs the model once more to check the output first, which updates BatchNorm running statistics (and advances dropout's RNG) twice.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    out = model(example_input)
    if not torch.isfinite(out).all():
        return [n for n, _ in model.named_parameters()]
    for p in model.parameters():
        p.grad = None
    model(example_input).sum().backward()
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
