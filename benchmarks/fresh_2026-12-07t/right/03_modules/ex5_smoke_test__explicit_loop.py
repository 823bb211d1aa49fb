# Right: clears every parameter's .grad by hand in a loop, and builds the result with an explicit loop over named_parameters(), skipping frozen ones and keeping zero gradients; extra keyword argument with a default.
def smoke_test(model: nn.Module, example_input: torch.Tensor, *, verbose: bool = False) -> list[str]:
    for p in model.parameters():
        p.grad = None
    loss = model(example_input).sum()
    loss.backward()
    missing = []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if p.grad is None:
            missing.append(name)
    if verbose:
        print("no gradient:", missing)
    return missing
