# Mistake: "Clear any gradient left over from earlier first, on every parameter, the frozen ones included": clears .grad only on parameters that require grad, so a frozen parameter keeps its stale gradient after the call.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        if p.requires_grad:
            p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
