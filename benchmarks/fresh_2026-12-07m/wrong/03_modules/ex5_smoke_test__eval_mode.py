# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": runs the pass in eval mode (a BatchNorm in training mode neither uses batch statistics nor updates its running statistics, so the gradients differ) and then model.train(was_training) puts every submodule in the top-level mode.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.eval()                                  # deterministic pass: no dropout
    try:
        model.zero_grad(set_to_none=True)
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
