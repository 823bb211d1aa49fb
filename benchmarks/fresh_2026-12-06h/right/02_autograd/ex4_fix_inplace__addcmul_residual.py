# Right: fixes the culprit (the in-place scaling of sigmoid's saved output) by writing it out of place, and replaces the product-plus-residual with one torch.addcmul(x, h, g) = x + h·g, followed by an out-of-place F.relu; the other in-place writes are dropped.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + 1.0
        g = torch.sigmoid(self.gate(x)).mul(self.scale)
        return F.relu(torch.addcmul(x, h, g))
