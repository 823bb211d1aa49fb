# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — the pass runs under model.eval() (to make it deterministic) and then model.train(): BatchNorm's running statistics are not updated as in the reference, and a model or submodule that arrived in eval mode leaves in training mode.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model.eval()
    model(example_input).sum().backward()
    model.train()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
