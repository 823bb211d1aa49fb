# Mistake: "Do not update any weight (... a BatchNorm in training mode still updates its running statistics during the forward pass ...: leave that as it is) and run the model in the mode (train/eval, per submodule) it arrives in, without changing it": to keep BatchNorm's statistics still, the model is switched to eval() for the pass and put back with model.train(was_training), so a BatchNorm in training mode does not update its running statistics, and a submodule that arrived in eval mode inside a training-mode model (e.g. an eval-mode Dropout or BatchNorm) comes back in training mode.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.eval()                         # a smoke test must not change BatchNorm's statistics
    try:
        model.zero_grad(set_to_none=True)
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
