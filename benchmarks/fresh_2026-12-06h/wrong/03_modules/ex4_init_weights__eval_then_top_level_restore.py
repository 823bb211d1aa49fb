# Mistake: "leave every module's mode (train/eval) as it was" — the model is switched to eval() while initialising and put back with model.train(was_training), which sets every submodule to the top-level flag: a BatchNorm1d the caller left in eval mode inside a training model comes back in training mode.
def init_weights(model: nn.Module) -> nn.Module:
    was_training = model.training
    model.eval()                               # no layer should react to the changes meanwhile
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.Linear):
                nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
                if m.bias is not None:
                    m.bias.zero_()
    model.train(was_training)
    return model
