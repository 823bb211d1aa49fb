# Mistake: "from one forward and one backward pass" — runs the model once to check that the output is finite and a second time for the backward pass, so a BatchNorm1d in training mode updates its running statistics (and num_batches_tracked) twice
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    with torch.no_grad():
        assert torch.isfinite(model(example_input)).all(), "the model outputs inf or NaN"
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
