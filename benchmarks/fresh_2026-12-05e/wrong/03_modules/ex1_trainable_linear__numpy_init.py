# Mistake: "create the parameters in the default dtype and on the default device" — the weight comes from NumPy (float64, on the CPU, outside torch's RNG): a float64 weight next to a float32 bias, whatever the default dtype, and `with torch.device(...)` is ignored.
import numpy as np


class TrainableLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        w = np.random.randn(out_features, in_features) / np.sqrt(in_features)
        self.weight = nn.Parameter(torch.from_numpy(w))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        return x @ self.weight.T + self.bias
