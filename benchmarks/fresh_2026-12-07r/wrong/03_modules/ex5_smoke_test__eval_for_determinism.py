# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — switches to eval() for a deterministic pass and then calls train(), so a model that arrived in eval mode (or with a BatchNorm in eval) leaves in train mode, and BatchNorm's running stats are not updated as in the reference.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model.eval()
    model(example_input).sum().backward()
    model.train()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
