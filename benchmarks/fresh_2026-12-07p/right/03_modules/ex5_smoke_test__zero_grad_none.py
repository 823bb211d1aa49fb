# Right: uses model.zero_grad(set_to_none=True), keeps the loss in a variable, and builds the list with an explicit loop.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).sum()
    loss.backward()
    missing = []
    for name, param in model.named_parameters():
        if not param.requires_grad:
            continue
        if param.grad is None:
            missing.append(name)
    return missing
