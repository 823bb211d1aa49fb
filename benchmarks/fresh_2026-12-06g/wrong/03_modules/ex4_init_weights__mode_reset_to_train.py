# Mistake: "leave every module's mode (train/eval) as it was" — switches the model to eval while initialising and then back with model.train(), a fixed mode rather than the caller's: a model (or a BatchNorm1d inside it) that arrived in eval mode leaves in training mode
def init_weights(model: nn.Module) -> nn.Module:
    model.eval()
    with torch.no_grad():
        for module in model.modules():
            if isinstance(module, nn.Linear):
                nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
                if module.bias is not None:
                    module.bias.zero_()
    model.train()
    return model
