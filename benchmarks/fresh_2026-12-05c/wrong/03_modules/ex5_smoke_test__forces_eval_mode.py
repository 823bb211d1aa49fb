# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — switches to eval() for a deterministic pass and leaves the model there
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.eval()
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
