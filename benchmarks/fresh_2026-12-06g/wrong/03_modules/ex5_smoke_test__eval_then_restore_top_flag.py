# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — runs the pass in eval mode (to keep BatchNorm's statistics still) and restores with model.train(was_training), the top-level flag only: a BatchNorm1d in training mode ran as in eval, and submodules whose mode differed from the model's leave in the model's mode
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    for p in model.parameters():
        p.grad = None
    model.eval()
    try:
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
