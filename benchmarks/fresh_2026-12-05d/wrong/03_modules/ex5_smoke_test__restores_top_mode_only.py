# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — the model is switched to train mode for the check and restored with model.train(was_training), which sets every submodule to the top module's mode: a BatchNorm1d or Dropout that arrived in eval mode inside a training model runs (and leaves) in train mode, updating its running statistics.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.train()
    model.zero_grad()
    model(example_input).sum().backward()
    model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
