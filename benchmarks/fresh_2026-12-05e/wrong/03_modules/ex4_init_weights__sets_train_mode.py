# Mistake: "leave every module's mode (train/eval) as it was" — model.train() is called first ("initialisation is part of training"), which switches a BatchNorm1d that arrived in eval mode back to training mode.
def init_weights(model: nn.Module) -> nn.Module:
    model.train()
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
