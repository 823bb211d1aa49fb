# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": switches to eval() so that Dropout and BatchNorm behave deterministically, so a model that arrives in train mode leaves in eval mode and its BatchNorm running statistics are not updated as the reference's are.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model.eval()                                  # deterministic forward for a check
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
